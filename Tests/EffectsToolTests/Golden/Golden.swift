/// Expected outputs, word for word, kept as Swift strings so the test target has no resources.
enum Golden {}
