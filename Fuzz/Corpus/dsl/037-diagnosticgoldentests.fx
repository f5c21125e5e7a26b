effect a: b { }
effect b: a { }