export default {
  field_required: "This field is required",
  wrong_format: "Wrong format",
  phone_incomplete: "Enter the whole number: +7 and 10 digits",
  too_long: "At most {{max}} characters",
};
