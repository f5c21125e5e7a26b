effect a: b { }
effect b { layer l { set opacity = 1 + true } }