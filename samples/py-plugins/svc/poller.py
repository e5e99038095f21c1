"""Polls a job until it reports completion."""
import time


def wait_for_job(is_done, interval: float = 0.5) -> None:
    while not is_done():
        time.sleep(interval)
