effect bad { layer l { set opacity = nope } }
effect fine { }