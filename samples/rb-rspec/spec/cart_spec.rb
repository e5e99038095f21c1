require_relative "../lib/cart"

RSpec.describe Cart do
  let(:cart) { Cart.new.tap { |c| c.add("apple", 3, 2) } }

  it "totals the items" do
    expect(cart.total).to eq(6)
  end

  it "subtracts a discount" do
    expect(cart.total(1)).to eq(5)
  end

  describe "#remove" do
    it "ignores an item that is not there" do
      cart.remove("pear")
      expect(cart.total).to eq(6)
    end
  end
end
