// peakrss COMMAND [ARGUMENT…]: runs the command (output untouched) and prints its peak resident set
// size in kilobytes to standard error as "peakrss <kB>", then exits with the command's status.
//
// Why a separate small launcher: Linux charges a process, at exec, the high-water RSS of the memory it
// had before (for a posix_spawn/vfork child that is its big parent's), so a benchmark measuring its
// own children would see its own footprint. Forked from this tiny process, the command's figure is
// its own plus this launcher's few hundred kilobytes.
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: peakrss COMMAND [ARGUMENT...]\n");
        return 2;
    }
    pid_t pid = fork();
    if (pid < 0) return 127;
    if (pid == 0) {
        execvp(argv[1], argv + 1);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {}
    fprintf(stderr, "peakrss %ld\n", usage.ru_maxrss);
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    return 128 + WTERMSIG(status);
}
