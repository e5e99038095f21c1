import test from 'ava';
import slug from '../slug.js';

test('drops punctuation', t => {
	t.is(slug('Done!'), 'done');
});

test('reads the title of a post', t => {
	const post = {};
	t.is(slug(post.meta.title), 'a-post');
});
