# A stand-in for a registry under rate limiting: every request is answered 429 with a Retry-After, as the npm
# registry does when a CI fleet shares one address. Port from argv.
import http.server
import sys


class Limited(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = b'{"error":"Too Many Requests"}'
        self.send_response(429)
        self.send_header("Retry-After", "60")
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), Limited).serve_forever()
