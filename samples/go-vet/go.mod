module example.com/govet

go 1.19
