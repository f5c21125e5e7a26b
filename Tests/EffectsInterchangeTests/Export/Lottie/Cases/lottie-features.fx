effect lottie-features {
    summary "Every construct the Lottie export maps"
    duration 2s

    layer held {
        set bounds.size = (100, 60)
        set position = (80, 100)
        animate position.x mode discrete duration 1s {
            0%   80
            40%  160
            70%  240
            100% 240
        }
        animate opacity timing steps(4, jump-end) duration 1.2s from 1 to 0.2
    }
    layer repeated {
        set bounds.size = (80, 80)
        set position = (200, 200)
        animate transform.rotation duration 0.3s repeat 2.5 autoreverse timing ease-in from 0 to 1
        animate transform.scale duration 0.4s delay 0.2s speed 2 offset 0.1s repeat 3 timing cubic-bezier(0.3, -0.4, 0.7, 1.4) from 1 to 1.5
    }
    layer grouped {
        set bounds.size = (120, 40)
        set position = (150, 400)
        group duration 0.9s delay 0.3s {
            animate position additive duration 1.5s {
                0%    (0, 0)     ease-in-out
                50%   (60, -40)  ease-in-out
                100%  (0, 0)
            }
        }
        animate anchorPoint duration 2s from (0.5, 0.5) to (0, 1)
    }
    layer approximated {
        set bounds.size = (90, 90)
        set position = (260, 520)
        animate transform.scale timing spring(duration: 0.6s, bounce: 0.4) from 0.5 to 1
        animate position mode paced duration 1.5s {
            (260, 520)
            (300, 560)
            (200, 600)
        }
        animate opacity timing linear(0, 0.8 30%, 1) duration 1s from 0 to 1
        animate transform.rotation.y duration 2s from 0 to 1
    }
    layer sized {
        set position = (300, 100)
        set bounds.size = (20, 20)
        animate bounds.size duration 1s timing ease-out fill forwards from (20, 20) to (60, 100)
        animate transform.translation.x duration 0.5s delay 1s from 0 to 30
    }
}
