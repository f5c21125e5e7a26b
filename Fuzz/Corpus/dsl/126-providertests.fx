effect good-one { layer l { } }
