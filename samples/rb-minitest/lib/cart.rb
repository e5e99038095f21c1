# A shopping cart, with a planted bug in #total (the discount is added) and one in #remove (raises).
class Cart
  def initialize
    @items = {}
  end

  def add(name, price, qty = 1)
    @items[name] = [price, qty]
  end

  def total(discount = 0)
    sum = @items.values.sum { |price, qty| price * qty }
    sum + discount
  end

  def remove(name)
    @items.fetch(name)
    @items.delete(name)
  end
end
