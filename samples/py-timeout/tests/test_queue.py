import queue


def test_drains_the_queue():
    q = queue.Queue()
    q.put(1)
    assert q.get(timeout=1) == 1
    # planted: waits for a second item nobody puts
    assert q.get() == 2
