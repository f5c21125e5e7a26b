effect e { summary "abc
}