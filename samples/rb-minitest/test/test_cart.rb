require "minitest/autorun"
require_relative "../lib/cart"

class TestCart < Minitest::Test
  def setup
    @cart = Cart.new
    @cart.add("apple", 3, 2)
  end

  def test_total
    assert_equal 6, @cart.total
  end

  def test_total_with_discount
    assert_equal 5, @cart.total(1)
  end

  def test_remove_missing
    @cart.remove("pear")
    assert_equal 6, @cart.total
  end
end
