package contract

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzCleanProject holds cleanProject to what every caller relies on: the
// name it gives is a part of the text it was given (its span is found
// there), a whole number of characters, with its brackets closed, and
// reading it again keeps it a name.
func FuzzCleanProject(f *testing.F) {
	for _, s := range []string{
		"的上海轨道交通11号线北段(二期)工程火灾报警系统、机电设备监控系统、门禁系统总承包项目",
		"大兴区礼贤镇农村污水治理工程PPP项目1.3预",
		"广东阳江核电厂一期工程LOT69—常规直流及不间断电源系统(招标编号:ITTSEC00060(AA-AB)",
		"长沙顺泰投资管理有限公司“宁乡经济技术开发区污水处理厂及其配套管网工程PPP项目”",
		"“国家电网公司输变电项目2012年第六批线路材料招标”项目",
		"新乡供水配套工程PCCP管材采购第二标·合同编号",
		"提济乌祖省大学4000床位工程、2500床位工程和7000座位工程等三个项目",
		"邹城市湖水东调灌区高效节水灌溉PPP项目(以下简称“PPP项目”)",
		"在莱西市“天网”工程系统集成项目中",
		"A标段(项目编号:JG2014-1487)和C标段",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if !utf8.ValidString(in) {
			return
		}
		v := cleanProject(in)
		if v == "" {
			return
		}
		if !strings.Contains(in, v) {
			t.Fatalf("cleanProject(%q) = %q, not a part of its input", in, v)
		}
		if !balanced(v) {
			t.Fatalf("cleanProject(%q) = %q, brackets not closed", in, v)
		}
		if n := utf8.RuneCountInString(v); n < 4 || n > 150 {
			t.Fatalf("cleanProject(%q) = %q, %d characters", in, v, n)
		}
	})
}
