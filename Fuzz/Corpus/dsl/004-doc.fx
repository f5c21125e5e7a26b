  param angle = 0.15rad in 0rad...1.6rad "the peak tilt"
  param offset = (90, -20) "the peak offset, points"
  param forward = true
  param from = "left" in ["left", "right", "top", "bottom"]
  