// Turns a title into a URL slug. Planted: runs of spaces become one underscore, not one dash.
export default function slug(title) {
	if (typeof title !== 'string') {
		throw new TypeError(`Expected a string, got ${typeof title}`);
	}

	return title.trim().toLowerCase().replace(/\s+/g, '_').replace(/[^a-z\d_-]/g, '');
}
