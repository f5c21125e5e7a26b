effects/broken.fx:3:11: error: 'angle' is defined twice
    param angle = 0.3
          ^~~~~
effects/broken.fx:2:11: note: first defined here
    param angle = 0.15
          ^~~~~
