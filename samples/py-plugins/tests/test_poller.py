from svc.poller import wait_for_job


def test_job_finishes():
    wait_for_job(lambda: False)
