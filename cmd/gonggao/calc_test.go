package main

import (
	"strings"
	"testing"
)

func TestCalc(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want []string
	}{
		{
			// 10-for-10 bonus issue: P1 = 9.86 / (1 + 1).
			name: "bonus",
			args: []string{"calc", seed003, "--formula", "conversion.adjust.bonus", "--set", "n=1"},
			want: []string{"conversion.adjust.bonus: P1=P0/(1+n)", `P0 = 9.86 from the document: "9.86元/股"`, "n = 1 (--set)", "P1 = 4.93\n"},
		},
		{
			// 1亿元 of face value at 9.86: 10,141,987.83 shares, 去尾法.
			name: "shares",
			args: []string{"calc", seed003, "--formula", "conversion.shares", "--set", "V0=100000000"},
			want: []string{"Q=V0/P", "P = 9.86 from the document", "Q = 10141987.829614604462…", "Q = 10141987 whole shares (去尾法)"},
		},
		{
			name: "override the document",
			args: []string{"calc", seed003, "--formula", "conversion.adjust.bonus", "--set", "n=0.5", "--set", "P0=10"},
			want: []string{"P0 = 10 (--set)", "P1 = 6.666666666667…"},
		},
		{
			name: "list",
			args: []string{"calc", seed003, "--list"},
			want: []string{"conversion.adjust.bonus", "P1=P0/(1+n)", "redemption.accrued", "IA=B*i*t/365"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := gonggao(t, "", tc.args...)
			if r.code != ExitOK {
				t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
			}
			for _, w := range tc.want {
				if !strings.Contains(r.stdout, w) {
					t.Errorf("stdout lacks %q:\n%s", w, r.stdout)
				}
			}
		})
	}
}

func TestCalcErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"no formula", []string{"calc", seed003}, "--formula"},
		{"unknown formula", []string{"calc", seed003, "--formula", "no.such"}, `no formula "no.such"`},
		{"bad set", []string{"calc", seed003, "--formula", "conversion.adjust.bonus", "--set", "n=one"}, "NAME=VALUE"},
		{"unknown input", []string{"calc", seed003, "--formula", "conversion.adjust.bonus", "--set", "x=1"}, "has no input x"},
		{"input missing", []string{"calc", seed003, "--formula", "conversion.adjust.bonus"}, "needs n"},
		{"no file", []string{"calc", "no/such.txt", "--list"}, "no such file"},
		{"two files", []string{"calc", seed, seed003, "--list"}, "accepts 1 arg"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := gonggao(t, "", tc.args...)
			if r.code != ExitError || !strings.Contains(r.stderr, tc.want) {
				t.Errorf("exit %d, stderr %q, want exit %d and %q", r.code, r.stderr, ExitError, tc.want)
			}
		})
	}
}
