package contract

import "testing"

// TestProjectClauses holds cleanProject to clauses of real announcements
// that name no project, or name it inside words of the sentence (the
// announcement's number after each): lots alone, a phase or a scope
// described, the class of works a notice's form is for, a clause cut
// before its noun, a name inside 在…中.
func TestProjectClauses(t *testing.T) {
	cases := []struct{ in, want string }{
		{"【第一包】和【第三包】", ""},               // 16862152
		{"一标段和三标段", ""},                   // 559821
		{"A标段(项目编号:JG2014-1487)和C标段", ""}, // 330954
		{"一期为医疗中心项目", ""},                 // 1858701
		{"二期为养老中心项目", ""},                 // 1858701
		{"一期为试点区项目", ""},                  // 14108997
		{"二期为拓展区项目", ""},                  // 14108997
		// 14108997's wording for a fourth and a twelfth phase: any
		// Chinese numeral numbers the phase.
		{"四期为拓展区项目", ""},
		{"十二期为拓展区项目", ""},
		{"范围为公路(道路、桥梁、雨污水管道、交通安全设施)投资建设及工程总承包", ""}, // 520983
		{"浙江省重点建设工程", ""},                        // 545283
		{"台州市重点建设项目", ""},                        // 17934711
		{"宁波市公共资源交易平台重点工程", ""},                  // 1207162
		{"湖南省水运管理局农村渡船改造的", ""},                  // 85231
		{"在莱西市“天网”工程系统集成项目中", "莱西市“天网”工程系统集成项目"}, // 343964
		// Lots named with the project stay a name.
		{"波兰A-2高速公路项目A标段和C标段", "波兰A-2高速公路项目A标段和C标段"},               // 404089
		{"南昌市轨道交通1号线一期工程土建施工二标段和五标段", "南昌市轨道交通1号线一期工程土建施工二标段和五标段"}, // 1486117
		// A key project is named, not only a class of works.
		{"登封市重点污染源在线监控平台及扬尘视频监控平台项目", "登封市重点污染源在线监控平台及扬尘视频监控平台项目"}, // 19162777
	}
	for _, c := range cases {
		if got := cleanProject(c.in); got != c.want {
			t.Errorf("cleanProject(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
