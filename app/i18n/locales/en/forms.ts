export default {
  field_required: "This field is required",
  wrong_format: "Wrong format",
  fill_field: "Fill in the {{field}} field",
  phone_incomplete: "Enter the whole number: +7 and 10 digits",
};
