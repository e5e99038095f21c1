module example.com/qa5/ledger

go 1.19
