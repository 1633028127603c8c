package contract

import "testing"

// A value takes the text of its span as the filing writes it only where
// that text reads as the value once normalised.
func TestWrittenAs(t *testing.T) {
	for _, c := range []struct{ v, src, want string }{
		// 1153763: the dash, and the space a converted layout put before it.
		{"轨道交通11号线北段(罗山路-迪士尼乐园)工程4标段", "轨道交通 11 号线北段（罗山路 —迪士尼乐园）工程 4 标段", "轨道交通11号线北段(罗山路—迪士尼乐园)工程4标段"},
		// 950461: a double dash.
		{"东北--华北联网背靠背高岭换流站工程换流站设备供货合同", "东北——华北联网背靠背高岭换流站工程换流站设备供货合同", "东北——华北联网背靠背高岭换流站工程换流站设备供货合同"},
		// 15362244: a space between Latin words stays.
		{"EPC FOR WATER(水处理工程总承包项目)", "EPC FOR WATER（水处理工程总承包项目）", ""},
		// A span holding more than the value (a name cut from its clause).
		{"湖北长江镍业年产8万吨镍铁项目", "湖北长江镍业年产8万吨镍铁项目—25.5MVA矿热炉设备买卖合同", ""},
	} {
		got, ok := writtenAs(c.v, c.src)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("writtenAs(%q, %q) = %q, %v; want %q", c.v, c.src, got, ok, c.want)
		}
	}
}
