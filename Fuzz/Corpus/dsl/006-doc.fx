  animate transform.rotation duration swing {
      0%    0      ease-in-out
      50%   tilt   ease-in-out
      100%  0
  }
  animate opacity { 0.25; 0.5; 0.25 }            // evenly spaced
  