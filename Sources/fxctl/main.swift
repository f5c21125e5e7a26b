print("fxctl")
