import test from 'ava';
import slug from './slug.js';

test('keeps a single word as it is', t => {
	t.is(slug('report'), 'report');
});

test('joins words with a dash', t => {
	t.is(
		slug('Flaky Test Report'),
		'flaky-test-report',
	);
});

test('gives a slug that a route pattern accepts', t => {
	t.regex(
		slug('Weekly Summary'),
		/^[a-z\d]+(?:-[a-z\d]+)*$/,
	);
});
