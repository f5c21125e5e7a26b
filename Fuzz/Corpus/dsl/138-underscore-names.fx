// A name may start with _: the fuzzer found this effect loading with an unsound descriptor.
effect _ood-one { param _size = 1 in 0...2 "a size"; layer n { set opacity = _size } }
