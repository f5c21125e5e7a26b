param
