// Escapes RegExp special characters. Planted: `-` is no longer escaped.
export default function escapeStringRegexp(string) {
	if (typeof string !== 'string') {
		throw new TypeError('Expected a string');
	}

	return string.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&');
}
