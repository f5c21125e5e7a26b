effect broken {
    param angle = 0.15
    param angle = 0.3
    layer card { set transform.rotation = angle }
}
