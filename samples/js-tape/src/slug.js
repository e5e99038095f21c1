/** Lower-case words joined by dashes. Planted: only the first space is replaced. */
exports.slugify = (title) => title.toLowerCase().replace(" ", "-");
