console.log("nothing to build");
