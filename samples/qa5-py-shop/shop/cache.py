import os

import redis


def client():
    port = int(os.environ.get("SHOP_REDIS_PORT", "6399"))
    return redis.Redis(host="localhost", port=port, socket_connect_timeout=1)


def remember_cart(cart_id, total):
    client().set(f"cart:{cart_id}", total)


def cart_total(cart_id):
    value = client().get(f"cart:{cart_id}")
    return int(value) if value is not None else None
