module example.com/race

go 1.19
