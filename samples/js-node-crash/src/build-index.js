const pages = [
  { title: "Home", meta: { tags: ["start"] } },
  { title: "Changelog" },
];

function tagsOf(page) {
  return page.meta.tags.join(",");
}

for (const page of pages) {
  console.log(`${page.title}: ${tagsOf(page)}`);
}
