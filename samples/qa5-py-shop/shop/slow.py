import time


def wait_for_settlement(poll):
    while not poll():
        time.sleep(0.1)
    return True
