effect e: e { }
