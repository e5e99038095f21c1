    .text
    .globl add
# int add(int a, int b). Planted: a misspelt instruction.
add:
    movl %edi, %eax
    addx %esi, %eax
    ret
