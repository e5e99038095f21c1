use strict;
use warnings;
use Test::More tests => 2;
use lib 'lib';
use Cart;

is(Cart::total(), 0, 'an empty cart costs nothing');
is(Cart::total([250, 2]), 500, 'quantities multiply the price');
