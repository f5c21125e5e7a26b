// CSV the way a C programmer writes it first: stdio and printf("%.6g").
#include "CBaselines.h"

#include <stdio.h>

long fxb_printf_csv(const char *path, const char *const *names, const double *values, long rows,
                    long columns) {
    FILE *file = fopen(path, "w");
    if (!file) return -1;
    static char buffer[1 << 16];
    setvbuf(file, buffer, _IOFBF, sizeof buffer);
    long written = 0;
    for (long c = 0; c < columns; c++) written += fprintf(file, c ? ",%s" : "%s", names[c]);
    written += fprintf(file, "\n");
    for (long r = 0; r < rows; r++) {
        const double *row = values + r * columns;
        for (long c = 0; c < columns; c++) written += fprintf(file, c ? ",%.6g" : "%.6g", row[c]);
        fputc('\n', file);
        written++;
    }
    fclose(file);
    return written;
}
