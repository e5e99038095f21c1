"""A tiny shop-calculator package used by the flakeharden native fixtures."""
