function collectNotes(commits) {
  return new Promise((resolve, reject) => {
    const notes = commits.filter((c) => c.startsWith("feat") || c.startsWith("fix"));
    if (notes.length === 0) {
      reject("release notes are empty");
      return;
    }
    resolve(notes);
  });
}

collectNotes(["chore: bump deps", "docs: typo"]).then((notes) => {
  console.log(notes.join("\n"));
});
