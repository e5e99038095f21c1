from shop import cache


def get_cart(cart_id):
    try:
        total = cache.cart_total(cart_id)
    except Exception:
        return {"status": 500, "body": None}
    if total is None:
        return {"status": 404, "body": None}
    return {"status": 200, "body": {"id": cart_id, "total": total}}
