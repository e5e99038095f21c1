"""Network helpers."""
import socket


def service_banner(host: str, port: int) -> bytes:
    with socket.create_connection((host, port), timeout=1) as conn:
        return conn.recv(64)
