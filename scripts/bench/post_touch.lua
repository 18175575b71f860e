-- wrk: POST the same touch every time (a repeated touch: content-addressed, already durable after the first).
wrk.method = "POST"
wrk.body = '{"x": 40, "y": 100}'
wrk.headers["Content-Type"] = "application/json"
