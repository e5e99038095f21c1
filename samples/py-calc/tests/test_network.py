from calc.net import service_banner


def test_service_banner():
    assert service_banner("127.0.0.1", 9).startswith(b"SSH-")
