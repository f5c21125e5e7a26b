effect a { }
effect a { }