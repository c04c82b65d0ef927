"""Every value is printed as Swift prints it, by its own type.

The table is what Swift 6.3 prints (`print(x)`) for these Float and Double bit patterns: the
shortest decimal that reads back as the same value of that type, laid out as `description`
lays it out. The page's formatter runs in the browser against each one, fed both the way the
server sends a Float today (its shortest decimal) and as its Double text.
"""
import pytest

pytestmark = pytest.mark.usefixtures("console")

SWIFT_PRINTS = [
    ("Double", 0, "0.0"),
    ("Double", 1, "5e-324"),
    ("Double", 13836183955189006336, "-2.5"),
    ("Double", 13919934941906147336, "-968074.0719993124"),
    ("Double", 4503599627370496, "2.2250738585072014e-308"),
    ("Double", 4532020583610935537, "1e-05"),
    ("Double", 4534972062662729065, "1.5e-05"),
    ("Double", 4547007122018943789, "0.0001"),
    ("Double", 4562254508917369340, "0.001"),
    ("Double", 4576918229304087675, "0.01"),
    ("Double", 4591870180066957722, "0.1"),
    ("Double", 4591870180174331904, "0.10000000149011612"),
    ("Double", 4598175219545276416, "0.25"),
    ("Double", 4599075939470750515, "0.3"),
    ("Double", 4599676419421066581, "0.3333333333333333"),
    ("Double", 4604480259023595110, "0.7"),
    ("Double", 4607182418800017408, "1.0"),
    ("Double", 4616583683022153318, "4.35"),
    ("Double", 4636737291354636288, "100.0"),
    ("Double", 4683220244930494464, "123456.0"),
    ("Double", 4696620650879860932, "974796.5712070693"),
    ("Double", 4698053237146648576, "1234567.125"),
    ("Double", 4831355200913801216, "1000000000000000.0"),
    ("Double", 4845873199050653696, "9007199254740992.0"),
    ("Double", 4846369599423283200, "1e+16"),
    ("Double", 4848869599423283200, "1.5e+16"),
    ("Double", 4850376798678024192, "1.8014398509481984e+16"),
    ("Double", 4850376798678024193, "1.8014398509481988e+16"),
    ("Double", 4850873199050653696, "2e+16"),
    ("Double", 4854880398305394688, "3.602879701896397e+16"),
    ("Double", 4861130398305394688, "1e+17"),
    ("Double", 8255098116970119167, "6.82804677926897e+243"),
    ("Double", 8349673709144899585, "1.4319451959237484e+250"),
    ("Double", 9047731651387326463, "6.539969526283369e+296"),
    ("Double", 9047731651387326464, "6.53996952628337e+296"),
    ("Double", 9094988921128908188, "1e+300"),
    ("Double", 9214871658872686752, "1e+308"),
    ("Double", 9218868437227405311, "1.7976931348623157e+308"),
    ("Double", 9223372036854775808, "-0.0"),
    ("Float", 0, "0.0"),
    ("Float", 1, "1e-45"),
    ("Float", 1008981770, "0.01"),
    ("Float", 1036831949, "0.1"),
    ("Float", 1048576000, "0.25"),
    ("Float", 1048911544, "0.26"),
    ("Float", 1050253722, "0.3"),
    ("Float", 1051372203, "0.33333334"),
    ("Float", 1057132380, "0.51"),
    ("Float", 1060320051, "0.7"),
    ("Float", 1062165545, "0.81"),
    ("Float", 1065353216, "1.0"),
    ("Float", 1082864435, "4.35"),
    ("Float", 1170423779, "6247.986"),
    ("Float", 1206984805, "123456.79"),
    ("Float", 1220880236, "403771.38"),
    ("Float", 1258291200, "8388608.0"),
    ("Float", 1258291201, "8388609.0"),
    ("Float", 1259902592, "10000000.0"),
    ("Float", 1266679808, "16777216.0"),
    ("Float", 1275068416, "3.3554432e+07"),
    ("Float", 1275068417, "3.3554436e+07"),
    ("Float", 1287568416, "1e+08"),
    ("Float", 1343554297, "1e+10"),
    ("Float", 1396519201, "8.1257307e+11"),
    ("Float", 2122317824, "8.507059e+37"),
    ("Float", 2139095039, "3.4028235e+38"),
    ("Float", 2139095040, "inf"),
    ("Float", 2143289344, "nan"),
    ("Float", 2147483648, "-0.0"),
    ("Float", 3286875648, "-467.48438"),
    ("Float", 3290051021, "-616.77814"),
    ("Float", 363742205, "7.038531e-26"),
    ("Float", 4286578688, "-inf"),
    ("Float", 591053972, "1.0124707e-17"),
    ("Float", 8388608, "1.1754944e-38"),
    ("Float", 888838480, "4.6677678e-07"),
    ("Float", 925353388, "1e-05"),
    ("Float", 933741996, "2e-05"),
    ("Float", 953267990, "9.999999e-05"),
    ("Float", 953267991, "0.0001"),
    ("Float", 977398558, "0.0007397401"),
    ("Float", 981668463, "0.001"),
]

CHECK_SCRIPT = r"""
const [table, done] = [arguments[0], arguments[arguments.length - 1]];
import("/js/swift-values.js").then(({ describeFloatingPoint }) => {
  const view = new DataView(new ArrayBuffer(8));
  const wrong = [];
  for (const [type, bits, expected] of table) {
    let value;
    if (type === "Float") { view.setUint32(0, bits); value = view.getFloat32(0); }
    else { view.setBigUint64(0, BigInt(bits)); value = view.getFloat64(0); }
    const inputs = type === "Float" && Number.isFinite(Number(expected)) ? [value, Number(expected)] : [value];
    for (const input of inputs) {
      const printed = describeFloatingPoint(input, type);
      if (printed !== expected) wrong.push(`${type} ${bits} (${input}): ${printed}, Swift prints ${expected}`);
    }
  }
  done(wrong);
});
"""


def test_floats_and_doubles_print_as_swift_prints_them(page, driver):
    table = [[kind, str(bits) if kind == "Double" else bits, text] for kind, bits, text in SWIFT_PRINTS]
    assert driver.execute_async_script(CHECK_SCRIPT, table) == []


VALUE_SCRIPT = r"""
const done = arguments[arguments.length - 1];
import("/js/swift-values.js").then((values) => done({
  shown: arguments[0].map(([value, type]) => values.showValue(value, type)),
  parsed: arguments[1].map(([text, type]) => values.numberFromText(text, type)),
}));
"""


def test_values_and_typed_text_follow_their_swift_type(page, driver):
    shown = [(0.1, "Float"), (0.10000000149011612, "Float"), (0.10000000149011612, "Double"), (1, "Double"),
             (1, "Int"), (None, "Int?"), ("inf", "Float"), ("-inf", "Double"), ("nan", "Float"), (None, "Float"),
             ([3, 5, 8], "[Int]"), ([0.5, 1], "[Float]"), ("Ada", "String"), (["swift"], "Set<String>"), (True, "Bool")]
    typed = [("1e", "Int?"), ("abc", "Int?"), ("", "Int?"), ("", "Double"), (" 2.5 ", "Double"), ("1e999", "Double"),
             ("inf", "Double"), ("NaN", "Float"), ("inf", "Int"), ("7", "Int?")]
    answer = driver.execute_async_script(VALUE_SCRIPT, shown, typed)
    assert answer["shown"] == ["0.1", "0.1", "0.10000000149011612", "1.0", "1", "nil", "inf", "-inf", "nan",
                               "non-finite", "[3, 5, 8]", "[0.5, 1.0]", '"Ada"', '["swift"]', "true"]
    # Invalid text is sent as text (the server refuses it with its reason), never as nil.
    assert answer["parsed"] == ["1e", "abc", None, "", 2.5, "1e999", "inf", "nan", "inf", 7]
